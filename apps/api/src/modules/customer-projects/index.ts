// The customer-projects module's front door: the customer's side of the marketplace (CONTRACT §5).

export { closeCustomerProject } from './close-customer-project';
export { completeCustomerProject } from './complete-customer-project';
export { editCustomerProject } from './edit-customer-project';
export { hireProvider } from './hire-provider';
export { postCustomerProject } from './post-customer-project';
export { reviewCustomerProject } from './review-customer-project';
export { default as customerProjectsRoutes } from './routes';
