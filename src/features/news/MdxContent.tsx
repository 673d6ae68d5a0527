import { useMemo, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';

type MdxComponent = ComponentType<{ components?: Record<string, ComponentType> }>;

// Velite compiles each MDX body at build time into the body of a function that expects the JSX
// runtime; evaluating it yields the component. The code is our own content, never user input.
function toComponent(code: string): MdxComponent {
  const evaluate = new Function(code) as (scope: typeof runtime) => { default: MdxComponent };
  return evaluate({ ...runtime }).default;
}

export function MdxContent({ code }: { code: string }) {
  const Component = useMemo(() => toComponent(code), [code]);
  return <Component />;
}
