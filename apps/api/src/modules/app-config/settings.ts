/**
 * The product's settings (spec section 1: company settings, locations, maps key, demo configuration), read from
 * the environment once at start-up with the rest of the configuration (config.ts, loadProductSettings). A bad value
 * stops the start with a message naming the variable. The server holds them as `app.productSettings`.
 */
export { DEMO_ALLOWED_ACCOUNTS, loadProductSettings, type ProductSettings } from '../../config';
