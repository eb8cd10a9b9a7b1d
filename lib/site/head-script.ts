/** localStorage key of the announcement bar dismissal: JSON `{ "id": string }`. */
export const ANNOUNCEMENT_STORAGE_KEY = 'celerity.announcement.dismissed';

/**
 * A tiny inline script that runs before first paint and needs no bundle (CSP: hash it, it never changes per page):
 * - `…/x/index.html` and `…/x.html` are replaced by `…/x/` (query and hash kept) before anything paints;
 *   static hosts serve the first directly and the second as the 404 page (spec §2: ".html is stripped");
 * - it hides an already-dismissed announcement bar (no layout shift);
 * - if the app never hydrates and the page is not where the configured base path puts it, it shows a red
 *   banner naming the configured base URL and suggesting one. Where the page should be comes from its
 *   canonical link (`<base>/<route>`), so a site built for `/` but served under `/sub/` is caught too.
 */
export function headScript(options: { announcementId: string | null; basePath: string }): string {
  const config = JSON.stringify({
    a: options.announcementId,
    b: `${options.basePath}/`,
    k: ANNOUNCEMENT_STORAGE_KEY,
  });
  return `(function(c){var d=document.documentElement,l=location,p=l.pathname,n=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'/');if(n!==p){d.style.visibility='hidden';l.replace(n+l.search+l.hash);return}
try{var v=JSON.parse(localStorage.getItem(c.k)||'null');if(v&&v.id===c.a)d.setAttribute('data-announcement-dismissed','');else if(v)localStorage.removeItem(c.k)}catch(e){try{localStorage.removeItem(c.k)}catch(e2){}}
window.addEventListener('load',function(){setTimeout(function(){if(d.hasAttribute('data-hydrated'))return;var k=document.querySelector('link[rel=canonical]'),r=null,s,i;if(k){var q=new URL(k.href).pathname;if(q.indexOf(c.b)===0)r=q.slice(c.b.length)}if(r!==null&&p.slice(p.length-r.length)===r)s=p.slice(0,p.length-r.length);else{i=p.indexOf('/docs/');s=i>=0?p.slice(0,i+1):p.replace(/[^/]*$/,'')}if(r!==null?s===c.b:p.indexOf(c.b)===0)return;var b=document.createElement('div');b.id='base-url-issue-banner';b.setAttribute('role','alert');b.style.cssText='position:fixed;top:0;left:0;right:0;z-index:9999;background:#b3261e;color:#fff;padding:12px 16px;font:16px/1.5 system-ui,sans-serif';b.textContent='The documentation site did not load properly. The base URL configuration is probably wrong: it is set to "'+c.b+'", but this page is served at "'+p+'". Try setting BASE_PATH to "'+s+'".';document.body.prepend(b)},1000)})})(${config});`;
}
