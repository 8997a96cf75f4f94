import { factories } from '@strapi/strapi';

export default factories.createCoreRouter(
  'api::ditp-honest-transparent-no-corruption.ditp-honest-transparent-no-corruption',
);
