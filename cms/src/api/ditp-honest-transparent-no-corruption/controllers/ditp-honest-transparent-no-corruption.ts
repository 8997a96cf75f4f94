import { factories } from '@strapi/strapi';

export default factories.createCoreController(
  'api::ditp-honest-transparent-no-corruption.ditp-honest-transparent-no-corruption',
);
