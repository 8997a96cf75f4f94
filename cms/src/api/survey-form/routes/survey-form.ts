import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::survey-form.survey-form');
