// Home-page banner for a wrong baseUrl (spec, Navigation behaviour). It must work when the wrong baseUrl
// keeps the JS bundle from loading, so it is an inline script that runs while the HTML is parsed and
// inserts the banner outside the React root (hydration never sees it).
import { baseUrlIssueScript } from '../../src/shared/base-url-banner';
import { strings } from '../../src/shared/strings';
import { useSite } from '../context';

export { BASE_URL_BANNER_ID, baseUrlIssueScript } from '../../src/shared/base-url-banner';

export function BaseUrlIssueBanner() {
  const { baseUrl } = useSite();
  return (
    <script dangerouslySetInnerHTML={{ __html: baseUrlIssueScript(baseUrl, strings.errors.baseUrlIssue(baseUrl)) }} />
  );
}
