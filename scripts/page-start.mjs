// How a built page starts its app: the build's last change to index.html, the
// template of every page and of the app shell.
//
// - The app's stylesheet (its fonts, keyframes and motion rules, about 1 kB
//   gzip) is written into the page: a page needs no request before it can paint.
// - The app's script is asked for only after the page's first paint when the
//   page holds server-rendered content; the shell, which holds none, asks at once.
//   A rendered page is readable without the app, so the app's 140 kB no longer
//   compete with the page's own text, fonts and hero for the first paint, which
//   on a slow phone network is what a visitor waits for (Lighthouse's FCP and
//   LCP). It is the same script and the same chunks, asked for once the browser
//   reports that the page has painted.

/** The longest the app waits for the first paint of a rendered page, in ms. */
const LATEST_MS = 3000;

/** The attributes of a tag as written, e.g. `rel="stylesheet" crossorigin href="/a.css"`. */
const attributeOf = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * What a visitor does in a form before the app has taken the page over, kept
 * for it: the last press of a form's button (Send Message, Sign In) or Enter
 * in a form's field. A rendered page is readable and can be typed into at once, but
 * its buttons do nothing until the app runs (a form's submit button is a plain
 * button until then, see src/lib/submit-type.ts). `window.__earlyInput()` stops
 * the recording and gives the button or form; the app calls it just before it
 * hydrates, and the form presses that button or sends itself once it is the
 * app's (src/app/early-input.ts). From then on React replays what it catches.
 */
const EARLY_INPUT = `var q;function k(e){var t=e.target;if(!t||!t.closest)return;if(e.type==='click'){t=t.closest('button');if(t&&t.form)q=t}else if(e.key==='Enter'&&t.tagName==='INPUT'&&t.form)q=t.form}document.addEventListener('click',k,!0);document.addEventListener('keydown',k,!0);window.__earlyInput=function(){document.removeEventListener('click',k,!0);document.removeEventListener('keydown',k,!0);var t=q;q=void 0;return t};`;

/**
 * What the page says when the app's script could not be loaded (the
 * connection dropped as the page painted, or the browser went offline before
 * the worker had the app): the page stays readable, but its buttons and forms
 * do nothing, and a module that failed cannot be asked for again in the same
 * document. A notice, drawn here in the page's own colours (a shell has none
 * and takes the system's), says so and offers a reload, or to dismiss it and
 * read on; a press kept for the app is dropped. The app's notices sit in the
 * same corner.
 */
const LOAD_FAILED = `function F(){if(document.getElementById('bl-load-failed'))return;if(window.__earlyInput)window.__earlyInput();var n=document.createElement('div'),h=document.createElement('p'),p=document.createElement('p'),b=document.createElement('button'),c=document.createElement('button');n.id='bl-load-failed';n.setAttribute('role','alert');n.style.cssText='position:fixed;left:12px;right:12px;bottom:12px;max-width:24rem;box-sizing:border-box;z-index:calc(var(--bl-z-index-banner,1200) + 1);padding:16px;font:14px/1.5 var(--bl-fonts-body,system-ui,sans-serif);color:var(--bl-colors-fg,CanvasText);background:var(--bl-colors-bg-panel,Canvas);border:1px solid var(--bl-colors-border-error,#ef4444);border-left-width:4px;border-radius:var(--bl-radii-l2,4px);box-shadow:var(--bl-shadows-lg,0 8px 16px rgba(0,0,0,.2))';h.style.cssText='margin:0;font-weight:600';h.textContent='This page did not finish loading';p.style.cssText='margin:8px 0 12px';p.textContent="You can read it, but its buttons and forms won't work until it loads. Check your connection, then reload the page.";b.type='button';b.textContent='Reload';b.style.cssText='min-height:40px;padding:0 16px;font:inherit;font-weight:600;cursor:pointer;color:var(--bl-colors-brand-contrast,#fff);background:var(--bl-colors-brand-solid,#2563eb);border:0;border-radius:var(--bl-radii-l2,4px)';b.onclick=function(){location.reload()};c.type='button';c.textContent='Dismiss';c.style.cssText=b.style.cssText+';margin-left:8px;color:inherit;background:transparent;border:1px solid var(--bl-colors-border,#d4d4d8)';c.onclick=function(){n.remove()};n.append(h,p,b,c);document.body.appendChild(n)}`;

/**
 * The loader: asks for the modules (first those the entry imports, then the
 * entry) once the browser reports the page's first contentful paint, or at
 * once when there is nothing to paint first (an empty #root), no paint is
 * coming (a page opened in a hidden tab, or one hidden before it painted) or
 * the browser cannot report one. It waits LATEST_MS at most. It first starts
 * keeping EARLY_INPUT; if the entry or a module it imports cannot be loaded,
 * it shows LOAD_FAILED.
 * @param {string} entry
 * @param {string[]} preloads
 */
export function loaderScript(entry, preloads) {
  const urls = JSON.stringify([...preloads, entry]).replace(/</g, '\\u003c');
  return `<script>(function(){${EARLY_INPUT}${LOAD_FAILED}var u=${urls},d=!1;function s(){if(d)return;d=!0;u.forEach(function(h,i){var l=i<u.length-1,e=document.createElement(l?'link':'script');if(l){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h;e.onerror=F}e.crossOrigin='';document.head.appendChild(e)})}var r=document.getElementById('root');var P=window.PerformanceObserver;if(!(r&&r.firstElementChild)||document.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return s();new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();s()}}).observe({type:'paint',buffered:!0});setTimeout(s,${LATEST_MS});document.addEventListener('visibilitychange',s)})()</script>`;
}

/**
 * The page with its stylesheets written in and its module scripts started by
 * the loader at the end of the body.
 * @param {string} html the built index.html
 * @param {(href: string) => string | undefined} cssOf the text of a built stylesheet
 */
export function startAfterPaint(html, cssOf) {
  let entry;
  const preloads = [];
  let out = html.replace(/<script type="module"[^>]*><\/script>\s*/g, (tag) => {
    if (entry) throw new Error('page-start: index.html has more than one module script');
    entry = attributeOf(tag, 'src');
    return '';
  });
  out = out.replace(/<link rel="modulepreload"[^>]*>\s*/g, (tag) => {
    preloads.push(attributeOf(tag, 'href'));
    return '';
  });
  out = out.replace(/<link rel="stylesheet"[^>]*>/g, (tag) => {
    const href = attributeOf(tag, 'href') ?? '';
    const css = cssOf(href);
    if (css === undefined) throw new Error(`page-start: no stylesheet ${href} in the build`);
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  if (!entry) throw new Error('page-start: index.html has no module script');
  if (!out.includes('</body>')) throw new Error('page-start: index.html has no </body>');
  return out.replace('</body>', () => `${loaderScript(entry, preloads)}\n  </body>`);
}

/**
 * The Vite plugin: after Vite has written its tags into index.html.
 * @returns {import('vite').Plugin}
 */
export function pageStart() {
  return {
    name: 'page-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        startAfterPaint(html, (href) => {
          const asset = context.bundle?.[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string'
            ? asset.source
            : new TextDecoder().decode(asset.source);
        }),
    },
  };
}
