// The one unit of referee_pch: CMake builds the shared precompiled header beside it
// (cmake/PrecompiledHeaders.cmake). It defines nothing.
