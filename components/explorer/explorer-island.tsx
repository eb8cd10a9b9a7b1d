'use client';

import dynamic from 'next/dynamic';

/**
 * Every guide shares one route, so a client component that a guide's MDX renders directly would be part
 * of the JavaScript of every guide. Loaded through next/dynamic, the explorer's code (the geometry core
 * included) is its own chunk, rendered on the server as usual and requested only by pages that show it.
 */
export const ExplorerIsland = dynamic(() => import('./explorer-app').then((module) => module.ExplorerApp));
