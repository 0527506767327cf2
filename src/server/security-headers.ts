/**
 * Security headers on every response, API and web app alike. The app loads
 * only its own scripts, styles, fonts and images, so a strict policy holds;
 * the API docs page (/docs) needs inline styles and scripts from swagger-ui.
 */
import type { FastifyInstance } from 'fastify';

const common: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

// React writes style properties through the DOM, which the policy allows; inline
// style attributes are allowed too so a component's markup cannot break the page.
const appPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
const docsPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(common)) reply.header(name, value);
    reply.header('Content-Security-Policy', request.url.startsWith('/docs') ? docsPolicy : appPolicy);
    // Answers about a person's case must not sit in any cache; the web app's files set their own.
    if (/^\/(chat|api)\//.test(request.url)) reply.header('Cache-Control', 'no-store');
  });
}
