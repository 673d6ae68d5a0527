import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

// Mantine's `component={Link}` loses the router's typed `to`; createLink keeps it, so a link
// to a route that does not exist is a type error.

type AnchorBaseProps = AnchorProps & ComponentPropsWithoutRef<'a'>;
const AnchorBase = forwardRef<HTMLAnchorElement, AnchorBaseProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
AnchorBase.displayName = 'AnchorBase';
export const AnchorLink = createLink(AnchorBase);

type ButtonBaseProps = ButtonProps & ComponentPropsWithoutRef<'a'>;
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonBaseProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonBase.displayName = 'ButtonBase';
export const ButtonLink = createLink(ButtonBase);

/**
 * Paths that come from content files are plain strings, so the router cannot type-check them;
 * the browser link walk (tests/e2e/routes.spec.ts) proves every one of them opens a page.
 */
export type ContentPath = string;
export function asRoute(path: ContentPath) {
  return path as '/';
}
