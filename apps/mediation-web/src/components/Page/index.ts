export { Columns, Details, FormActions, Muted, PageHeading, PeopleList, PersonName, Stack } from './Page.styles';
