import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'orders', root: __dirname, kind: 'remote', devPort: 4203 });
