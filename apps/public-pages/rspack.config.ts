import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'public_pages', root: __dirname, kind: 'remote', devPort: 4208 });
