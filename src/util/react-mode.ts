// React (and react/jsx-runtime) pick their development or production build from NODE_ENV when first loaded,
// and keep it for the life of the thread. The content stage loads React before the theme does (the MDX <Tabs>
// island renders with it), so the choice must be made before any stage runs: with NODE_ENV unset, React's
// development JSX runtime (key and prop validation, frozen elements) cost the render workers ~25 % of their
// time in CPU profiles. Worker threads copy the environment when they start, so they inherit the choice.

/** Selects React's production build unless the user set NODE_ENV. */
export function preferProductionReact(): void {
  process.env.NODE_ENV ??= 'production';
}
