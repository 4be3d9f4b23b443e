/**
 * The owner's analytics (Google Analytics 4, Tag Manager, Meta Pixel) and Search Console tag, as
 * set in the admin's SEO tab. Rendered only when an id is set; every inline script carries the
 * response's CSP nonce, and the server's policy allows exactly these vendors' hosts then. The ids
 * are validated on save (letters, digits, hyphens) and still JSON-encoded here.
 */
import type { PublicAnalytics } from "@domain/admin/seo";

const js = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

/** `"` and `&` in an attribute's value, and `<` anywhere, written so they cannot end what they sit in. */
const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The tags for the document's head, or "" when no id is set. Written into the page as it streams out
 * (finish-document), outside React's tree: the page's script carries none of it (issue 22), and React 19
 * skips over head tags it did not render when it hydrates.
 */
export function analyticsHead(ids: PublicAnalytics | null | undefined, nonce: string): string {
  if (!ids) return "";
  const {
    googleAnalyticsId: ga,
    googleTagManagerId: gtm,
    facebookPixelId: pixel,
    searchConsoleVerification: verification,
  } = ids;
  const script = (code: string) => `<script nonce="${attr(nonce)}">${code}</script>`;
  return [
    verification ? `<meta name="google-site-verification" content="${attr(verification)}"/>` : "",
    ga
      ? `<script async="" nonce="${attr(nonce)}" src="https://www.googletagmanager.com/gtag/js?id=${attr(encodeURIComponent(ga))}"></script>`
      : "",
    ga
      ? script(
          `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${js(ga)});`,
        )
      : "",
    gtm
      ? script(
          `(function(w,d,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName('script')[0],j=d.createElement('script');j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);var n=d.querySelector('script[nonce]');if(n)j.nonce=n.nonce||n.getAttribute('nonce');f.parentNode.insertBefore(j,f);})(window,document,'dataLayer',${js(gtm)});`,
        )
      : "",
    pixel
      ? script(
          `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${js(pixel)});fbq('track','PageView');`,
        )
      : "",
  ].join("");
}
