export { AddressFields } from './AddressFields';
export { AddressPicker } from './AddressPicker';
export { pickerFeature, PICKER_LIMIT } from './picker-state';
export { phone, optionalPostalCode, postalCode, postalFields, orNull } from './postal';
export { cityMatchesLocality, createZipCheck, forgetLocalities, postalMatchesCity, ZIP_MISMATCH, type ZipCheckValues } from './zip-check';
export { addressToForm, emptyAddressValues, formToAddress, type AddressFormValues } from './address-record';
