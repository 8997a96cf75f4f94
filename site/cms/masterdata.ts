/**
 * Master-data reads (docs/behaviour.md#accounts-and-master-data, all GET, loud) from the account service's base
 * (ACCOUNT_API_URL). Query parameters are passed through as the service expects them (not
 * known yet), serialised with `qs`.
 */
import { get, type QueryParams, type RequestOptions } from './client';
import { ACCOUNT_API_URL } from './config';

export type MasterDataOptions = Pick<RequestOptions, 'locale' | 'signal' | 'token' | 'quiet'>;

const read =
  (path: string) =>
  <T = unknown>(params?: QueryParams, opts: Omit<MasterDataOptions, 'quiet'> = {}): Promise<T> =>
    get<T>(path, params, { ...opts, baseUrl: ACCOUNT_API_URL });

/** Every master-data path (docs/behaviour.md#accounts-and-master-data), by name. */
export const MASTER_DATA_PATHS = {
  businessType: '/masterdata/business-type',
  businessCategory: '/masterdata/business-category',
  country: '/masterdata/country',
  provinces: '/masterdata/address/provinces',
  district: '/masterdata/address/district',
  subdistrict: '/masterdata/address/subdistrict',
  addressSearch: '/masterdata/address/search',
  businessKeyword: '/masterdata/business-profile/keyword',
  taxpayerTypes: '/utility/taxpayer-types',
  zone: '/utility/dropdown/zone',
  subzone: '/utility/dropdown/subzone',
  placeDetails: '/utility/maps/api/place/details/json',
} as const;

export const getBusinessTypes = read(MASTER_DATA_PATHS.businessType);
export const getBusinessCategories = read(MASTER_DATA_PATHS.businessCategory);
export const getCountries = read(MASTER_DATA_PATHS.country);
export const getProvinces = read(MASTER_DATA_PATHS.provinces);
export const getDistricts = read(MASTER_DATA_PATHS.district);
export const getSubdistricts = read(MASTER_DATA_PATHS.subdistrict);
export const searchAddress = read(MASTER_DATA_PATHS.addressSearch);
export const getBusinessKeywords = read(MASTER_DATA_PATHS.businessKeyword);
export const getTaxpayerTypes = read(MASTER_DATA_PATHS.taxpayerTypes);
export const getZones = read(MASTER_DATA_PATHS.zone);
export const getSubzones = read(MASTER_DATA_PATHS.subzone);
export const getPlaceDetails = read(MASTER_DATA_PATHS.placeDetails);
