// One import gives a caller the whole pipeline (load, match, apply, draw, convert); the CI
// gate's module stays out so that a tool built on this one does not link Yams.
@_exported import AutoLayout
@_exported import LayoutAdaptive
@_exported import LayoutComposition
@_exported import LayoutConversion
@_exported import LayoutCore
@_exported import LayoutDiscovery
@_exported import LayoutDocuments
@_exported import LayoutMatching
@_exported import LayoutRender
@_exported import LayoutSolver
@_exported import LayoutSynthesis
