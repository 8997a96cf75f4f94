import { factories } from '@strapi/strapi';

export default factories.createCoreService(
  'api::ditp-honest-transparent-no-corruption.ditp-honest-transparent-no-corruption',
);
