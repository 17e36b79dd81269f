// The signed-in provider's own profile, services and picture (spec 'portal-access-profile-chat-works.md'
// §2 Profile, §3 Provider profile, §7).
import { endpoint, MULTIPART } from '../endpoint';
import { envelopeOf } from '../envelope';
import { ZProfileImage } from '../files';
import {
  ZCustomerProfileAnswer,
  ZCustomerProfileUpdate,
  ZNewServicesRequest,
  ZProfileUpdateRequest,
  ZProviderProfile,
  ZUnselectedServices,
} from '../profile';

const tag = 'profile';

export const getProfile = endpoint({
  method: 'GET',
  path: '/user_profile.json',
  auth: 'provider',
  tag,
  summary: "The signed-in provider's profile",
  answers: { 200: envelopeOf(ZProviderProfile) },
});

export const getProfileForEdit = endpoint({
  method: 'GET',
  path: '/providers/edit.json',
  auth: 'provider',
  tag,
  summary: 'The profile as the edit form starts from',
  answers: { 200: envelopeOf(ZProviderProfile) },
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/providers/update.json',
  auth: 'provider',
  tag,
  summary: 'Save company details, services and service areas',
  body: ZProfileUpdateRequest,
  answers: { 200: envelopeOf(ZProviderProfile) },
});

export const listUnselectedServices = endpoint({
  method: 'GET',
  path: '/providers/list_unselected_project_type',
  auth: 'provider',
  tag,
  summary: 'Service types with the sub-types the provider does not offer yet',
  answers: { 200: envelopeOf(ZUnselectedServices) },
});

export const addNewServices = endpoint({
  method: 'PUT',
  path: '/providers/update_new_project_type',
  auth: 'provider',
  tag,
  summary: "Add sub-types to the provider's services",
  body: ZNewServicesRequest,
  answers: { 200: envelopeOf(ZProviderProfile) },
});

export const updateProfileImage = endpoint({
  method: 'POST',
  path: '/update_profile_image',
  auth: 'user',
  tag,
  summary: 'Upload a new profile picture (multipart field document; JPEG/PNG/WebP/GIF, 10 MB)',
  body: MULTIPART,
  answers: { 200: envelopeOf(ZProfileImage) },
});

export const getCustomerProfile = endpoint({
  method: 'GET',
  path: '/v2/customers/profile',
  auth: 'customer',
  tag,
  summary: 'The signed-in customer’s own account details',
  answers: { 200: envelopeOf(ZCustomerProfileAnswer) },
});

export const updateCustomerProfile = endpoint({
  method: 'PATCH',
  path: '/v2/customers/profile',
  auth: 'customer',
  tag,
  summary: 'Change the customer’s name (e-mail and mobile change with codes)',
  body: ZCustomerProfileUpdate,
  answers: { 200: envelopeOf(ZCustomerProfileAnswer) },
});
