// The web module's front door: the built web app and the HTML 404 rule.
export { registerWebApp, WEB_DIST } from './routes';
