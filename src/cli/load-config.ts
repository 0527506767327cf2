import { ConfigError, loadConfig, type Config } from '../config.js';

/** Loads the configuration or exits with its one-line explanation. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
