import path from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from '../../tools/rspack/app-config';

const base = createAppConfig({ name: 'shell', root: __dirname, kind: 'host', devPort: 4200 });

export default (env: unknown, argv: { mode?: string }) => {
  const config = base(env, argv);
  // remotes.json is a deploy-time file: copied as is, replaceable without rebuilding the shell.
  config.plugins?.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));
  return config;
};
