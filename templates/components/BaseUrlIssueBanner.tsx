// Home-page banner for a wrong baseUrl (spec, Navigation behaviour). It must work when the wrong baseUrl
// keeps the JS bundle from loading, so it is an inline script that runs while the HTML is parsed and
// inserts the banner outside the React root (hydration never sees it).
import { strings } from '../../src/shared/strings';
import { useSite } from '../context';

export const BASE_URL_BANNER_ID = '__blogctl-base-url-issue';

/** The inline script: shows the banner when the page is served outside the configured baseUrl. */
export function baseUrlIssueScript(baseUrl: string): string {
  const text = strings.errors.baseUrlIssue(baseUrl);
  return (
    `(function(b,t,id){if(location.pathname.indexOf(b)===0||document.getElementById(id))return;` +
    `var d=document.createElement('div');d.id=id;d.className='base-url-issue-banner';d.setAttribute('role','alert');d.textContent=t;` +
    `document.body.insertBefore(d,document.body.firstChild)})(${JSON.stringify(baseUrl)},${JSON.stringify(text)},${JSON.stringify(BASE_URL_BANNER_ID)})`
  ).replace(/</g, '\\u003c');
}

export function BaseUrlIssueBanner() {
  const { baseUrl } = useSite();
  return <script dangerouslySetInnerHTML={{ __html: baseUrlIssueScript(baseUrl) }} />;
}
