import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'purchase_orders', root: __dirname, kind: 'remote', devPort: 4206 });
