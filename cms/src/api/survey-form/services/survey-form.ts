import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::survey-form.survey-form');
