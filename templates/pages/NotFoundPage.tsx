import { strings } from '../../src/shared/strings';

export function NotFoundPage() {
  return (
    <div className="container not-found">
      <h1>{strings.errors.notFoundTitle}</h1>
      <p>{strings.errors.notFoundLead}</p>
      <p>{strings.errors.notFoundBody}</p>
    </div>
  );
}
