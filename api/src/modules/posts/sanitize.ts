// Post HTML allow-list (sanitize-html). Applied before storing AND on the way out, so a row
// written by an older version or by hand can never reach a browser with script in it.
import sanitizeHtml from 'sanitize-html';

const FONT_FAMILIES = /^[\w\s,'"-]{1,100}$/;

export const POST_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['face', 'size', 'color'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'font-family': [FONT_FAMILIES],
      'font-size': [/^\d{1,3}(?:\.\d+)?(?:px|pt|em|rem|%)$/, /^(?:x{0,2}-small|small|medium|large|x{1,3}-large)$/],
      'text-align': [/^(?:left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Video embeds only from YouTube/Vimeo players.
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_OPTIONS).trim();
}
