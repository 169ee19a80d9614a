// `@theme/TabItem` for a site's own React code: one panel of a `@theme/Tabs` (Tabs.tsx reads its props and
// renders its children in the panel).
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>;
}
