// The project-masking module's front door: customer-written project text (title, description,
// question answers) as providers see it. Contact details the contact guard finds are masked until
// the provider bought the lead or was hired (CONTRACT §5).
// - maskProjectText(project): the masked copies, written with the project (null: nothing found).
// - projectTextFor(row, canSeeContact) / projectTitleFor(row, canSeeContact): what one provider sees.
// - canSeeCustomerContact(row, providerId): the rule (bought the lead, or hired).
// - projectTitleSelection: the columns projectTitleFor reads, for a Drizzle select.
// - remaskStaleProjects({ db }): the mask-project-texts job's work.
export { type MaskedProjectText, maskProjectText, PROJECT_TEXT_MASK_VERSION } from './mask-project-text';
export {
  canSeeCustomerContact,
  customerNameFor,
  type ProjectTextColumns,
  type ProjectTitleColumns,
  projectTextFor,
  projectTitleFor,
  projectTitleSelection,
} from './project-text-for';
export { remaskStaleProjects } from './remask-stale-projects';
