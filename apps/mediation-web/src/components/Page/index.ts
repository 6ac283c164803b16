export { Columns, Details, FormActions, Muted, PageHeading, Stack } from './Page.styles';
