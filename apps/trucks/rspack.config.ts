import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'trucks', root: __dirname, kind: 'remote', devPort: 4204 });
