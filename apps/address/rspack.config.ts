import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'address', root: __dirname, kind: 'remote', devPort: 4205 });
