// `npm test`'s build step: builds the web app and the API bundle when a source is newer than the last build.
import { ensureBuild } from './setup.mjs';

ensureBuild();
