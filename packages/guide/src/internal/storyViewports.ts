/** A 375 px phone viewport for stories: `parameters: phoneParameters, globals: phoneGlobals`. */
export const phoneParameters = {
  viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' as const } } },
};
export const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };
