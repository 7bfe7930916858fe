// The application version (spec 1 §9: 2.30.22) comes from package.json, so one edit publishes a new version.
import pkg from '../package.json' with { type: 'json' };

export const APP_VERSION: string = pkg.version;
