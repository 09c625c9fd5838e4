import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'settings', root: __dirname, kind: 'remote', devPort: 4207 });
