// The inline script behind the home page's wrong-baseUrl banner (spec, Navigation behaviour). Shared so the
// server can allow it in the Content-Security-Policy by hash.

export const BASE_URL_BANNER_ID = '__blogctl-base-url-issue';

/**
 * Shows the banner (`text`, the locale's `errors.baseUrlIssue` message) when the page is served outside the
 * configured baseUrl. Safe inside <script>.
 */
export function baseUrlIssueScript(baseUrl: string, text: string): string {
  return (
    `(function(b,t,id){if(location.pathname.indexOf(b)===0||document.getElementById(id))return;` +
    `var d=document.createElement('div');d.id=id;d.className='base-url-issue-banner';d.setAttribute('role','alert');d.textContent=t;` +
    `document.body.insertBefore(d,document.body.firstChild)})(${JSON.stringify(baseUrl)},${JSON.stringify(text)},${JSON.stringify(BASE_URL_BANNER_ID)})`
  )
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
