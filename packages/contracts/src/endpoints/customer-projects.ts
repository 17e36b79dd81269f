// The customer's side of the marketplace (CONTRACT §5): post projects, see bids, hire, complete, review.
import { endpoint, jsonOrMultipart } from '../endpoint';
import { envelopeOf } from '../envelope';
import {
  ZCustomerProjectAnswer,
  ZCustomerProjectEdit,
  ZCustomerProjectFields,
  ZCustomerProjectList,
  ZCustomerReviewRequest,
  ZHireRequest,
  ZIdParams,
  ZPostCustomerProjectAnswer,
} from '../projects';

const tag = 'customer projects';

export const postCustomerProject = endpoint({
  method: 'POST',
  path: '/v2/customers/projects',
  auth: 'customer',
  tag,
  summary:
    'Post a project: a JSON body (question_answers a list), or multipart/form-data when it carries files (files[], question_answers as a JSON string)',
  body: jsonOrMultipart(ZCustomerProjectFields),
  answers: { 200: envelopeOf(ZPostCustomerProjectAnswer) },
});

export const listCustomerProjects = endpoint({
  method: 'GET',
  path: '/v2/customers/projects',
  auth: 'customer',
  tag,
  summary: 'The customer’s own projects with their bids',
  answers: { 200: envelopeOf(ZCustomerProjectList) },
});

export const getCustomerProject = endpoint({
  method: 'GET',
  path: '/v2/customers/projects/:id',
  auth: 'customer',
  tag,
  summary: 'One of the customer’s projects with its bids',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZCustomerProjectAnswer) },
});

export const hireProvider = endpoint({
  method: 'POST',
  path: '/v2/customers/projects/:id/hire',
  auth: 'customer',
  tag,
  summary: 'Hire the provider of one bid on the project',
  params: ZIdParams,
  body: ZHireRequest,
  answers: { 200: envelopeOf(ZCustomerProjectAnswer) },
});

export const completeCustomerProject = endpoint({
  method: 'POST',
  path: '/v2/customers/projects/:id/complete',
  auth: 'customer',
  tag,
  summary: 'Confirm the hired job is done',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZCustomerProjectAnswer) },
});

export const reviewCustomerProject = endpoint({
  method: 'POST',
  path: '/v2/customers/projects/:id/review',
  auth: 'customer',
  tag,
  summary: 'Review the hired provider of a completed project (1 to 5 stars)',
  params: ZIdParams,
  body: ZCustomerReviewRequest,
  answers: { 200: envelopeOf(ZCustomerProjectAnswer) },
});

export const editCustomerProject = endpoint({
  method: 'PATCH',
  path: '/v2/customers/projects/:id',
  auth: 'customer',
  tag,
  summary: 'Change the title, description, budget, address or answers while the project is open and no one is hired',
  params: ZIdParams,
  body: ZCustomerProjectEdit,
  answers: { 200: envelopeOf(ZCustomerProjectAnswer) },
});

export const closeCustomerProject = endpoint({
  method: 'POST',
  path: '/v2/customers/projects/:id/close',
  auth: 'customer',
  tag,
  summary: 'Close a project still open for bids: pros can no longer bid or buy its lead',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZCustomerProjectAnswer) },
});
