// defineConfig: an identity helper so editors infer and check the config's type.
import type { UserConfig } from './schema';

export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
