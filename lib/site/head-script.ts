/** localStorage key of the announcement bar dismissal: JSON `{ "id": string }`. */
export const ANNOUNCEMENT_STORAGE_KEY = 'celerity.announcement.dismissed';

/**
 * A tiny inline script that runs before first paint and needs no bundle:
 * it hides an already-dismissed announcement bar (no layout shift) and, if the app never
 * hydrates because the site is served under another base path, shows a red banner that
 * names the configured base URL and suggests one that matches the location.
 */
export function headScript(options: { announcementId: string | null; basePath: string }): string {
  const config = JSON.stringify({ a: options.announcementId, b: `${options.basePath}/`, k: ANNOUNCEMENT_STORAGE_KEY });
  return `(function(c){var d=document.documentElement;try{var v=JSON.parse(localStorage.getItem(c.k)||'null');if(v&&v.id===c.a)d.setAttribute('data-announcement-dismissed','');else if(v)localStorage.removeItem(c.k)}catch(e){try{localStorage.removeItem(c.k)}catch(e2){}}
window.addEventListener('load',function(){setTimeout(function(){if(d.hasAttribute('data-hydrated'))return;var p=location.pathname;if(p.indexOf(c.b)===0)return;var i=p.indexOf('/docs/'),s=i>=0?p.slice(0,i+1):p.replace(/[^/]*$/,'');var b=document.createElement('div');b.id='base-url-issue-banner';b.setAttribute('role','alert');b.style.cssText='position:fixed;top:0;left:0;right:0;z-index:9999;background:#b3261e;color:#fff;padding:12px 16px;font:16px/1.5 system-ui,sans-serif';b.textContent='The documentation site did not load properly. The base URL configuration is probably wrong: it is set to "'+c.b+'", but this page is served at "'+p+'". Try setting BASE_PATH to "'+s+'".';document.body.prepend(b)},1000)})})(${config});`;
}
