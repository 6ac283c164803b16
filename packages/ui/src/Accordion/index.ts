export { Accordion, AccordionItem, AccordionTrigger, AccordionPanel } from './Accordion';
export type { AccordionProps, AccordionItemProps, AccordionTriggerProps } from './Accordion';
