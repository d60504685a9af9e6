import type { Plugin } from 'vite';

/**
 * The modules a page loads along with one module: it and everything it imports statically, however deep.
 * @public (the plugin's views are typed by it, so the type is part of what the module exports)
 */
export interface StaticImports {
  has(id: string): boolean;
  /** True for the root and for any module of the set that loads others lazily (a router holding each screen's file name). */
  namesLazyFiles(id: string): boolean;
}

/**
 * Finds, once the module graph is complete and before the build splits it into files, the static imports of each
 * root, so the chunking plan can group what a page loads on its first visit (docs/web-delivery.md "How the build is
 * split"). A root that matches no module fails the build: a moved layout must not silently undo the plan.
 */
export function staticImports<K extends string>(roots: Record<K, RegExp>): Plugin & Record<K, StaticImports> {
  const found = new Map<K, Set<string>>();
  const lazyLoaders = new Set<string>();
  const view = (key: K): StaticImports => ({
    has: (id) => found.get(key)?.has(id) ?? false,
    namesLazyFiles: (id) => lazyLoaders.has(id) && (found.get(key)?.has(id) ?? false),
  });
  const views = Object.fromEntries(Object.keys(roots).map((key) => [key, view(key as K)])) as Record<K, StaticImports>;
  return {
    ...views,
    name: 'chapter:static-imports',
    apply: 'build',
    buildEnd() {
      found.clear();
      lazyLoaders.clear();
      const ids = [...this.getModuleIds()];
      for (const [key, root] of Object.entries(roots) as [K, RegExp][]) {
        const start = ids.find((id) => root.test(id));
        if (!start) this.error(`no module matches ${root} (moved or renamed?)`);
        const set = new Set<string>();
        lazyLoaders.add(start);
        const pending = [start];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (set.has(id)) continue;
          set.add(id);
          const info = this.getModuleInfo(id);
          if (info?.dynamicallyImportedIds.length) lazyLoaders.add(id);
          pending.push(...(info?.importedIds ?? []));
        }
        found.set(key, set);
      }
    },
  };
}
