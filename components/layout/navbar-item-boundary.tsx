'use client';

import { Component, type ReactNode } from 'react';
import { CrashProbe } from './crash-probe';

/** One navbar item failing to render must not take the navbar down */
export class NavbarItemBoundary extends Component<
  { name: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Navbar item "${this.props.name}" failed to render:`, error);
  }

  render() {
    if (this.state.failed) {
      return (
        <span role="status" style={{ fontSize: '0.8rem', opacity: 0.9 }}>
          {`The navbar item "${this.props.name}" failed to render.`}
        </span>
      );
    }
    return (
      <>
        <CrashProbe target={`navbar:${this.props.name}`} />
        {this.props.children}
      </>
    );
  }
}
