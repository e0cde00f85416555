# `cmake --install`: headers, libraries, tools, the mlir-opt pass plugin,
# the counting runtime and a CMake package, so that another project does
#
#   find_package(MemOpt REQUIRED)
#   target_link_libraries(my-tool PRIVATE MemOpt::InitAll)
#
# (docs/integration.md). test/Install builds such a consumer against an
# installed tree.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(MEMOPT_VERSION 0.1.0)
set(MEMOPT_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/MemOpt")


# Library target -> exported name (MemOpt::<name>).
set(_memopt_libraries
  MemOptIR IR
  MemOptAnalysis Analysis
  MemOptReport Report
  MemOptTransforms Transforms
  MemOptLowering Lowering
  MemOptDriver Driver
  MemOptInitAll InitAll
  memopt_runtime Runtime
  memopt_runtime_static RuntimeStatic
)
set(_memopt_exported)
while(_memopt_libraries)
  list(POP_FRONT _memopt_libraries target name)
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name})
  list(APPEND _memopt_exported ${target})
endwhile()

# The project's headers are global include directories while it builds;
# consumers get them from the targets.
foreach(target MemOptIR MemOptAnalysis MemOptReport MemOptTransforms
               MemOptLowering MemOptDriver MemOptInitAll)
  target_include_directories(${target} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_compile_features(${target} INTERFACE cxx_std_17)
endforeach()
# An instrumented build installs instrumented libraries: their users link the
# sanitizer runtimes too.
if(MEMOPT_SANITIZE)
  foreach(target ${_memopt_exported})
    target_link_options(${target} INTERFACE -fsanitize=address,undefined)
  endforeach()
endif()

set(_memopt_tools mem-opt mem-gen mem-run mem-advise)
foreach(tool ${_memopt_tools})
  if(TARGET ${tool})
    list(APPEND _memopt_exported ${tool})
  endif()
endforeach()
set_target_properties(MemOptPlugin PROPERTIES EXPORT_NAME Plugin)
list(APPEND _memopt_exported MemOptPlugin)
# Installed tools and the plugin find Debian's libMLIR/libLLVM, which are
# outside the loader's default paths, through their link directories.
set_target_properties(${_memopt_exported} PROPERTIES
  INSTALL_RPATH_USE_LINK_PATH ON)

install(TARGETS ${_memopt_exported}
  EXPORT MemOptTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/memopt
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
foreach(area Transforms Lowering)
  install(FILES ${PROJECT_BINARY_DIR}/include/memopt/${area}/Passes.h.inc
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/memopt/${area})
endforeach()
install(FILES ${PROJECT_BINARY_DIR}/include/memopt/IR/MemOptDialect.h.inc
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/memopt/IR)
install(FILES ${PROJECT_SOURCE_DIR}/runtime/memopt_runtime.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/memopt/runtime)
install(FILES ${PROJECT_SOURCE_DIR}/docs/Passes.md
              ${PROJECT_SOURCE_DIR}/docs/MemOptDialect.md
              ${PROJECT_SOURCE_DIR}/docs/integration.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR})

install(EXPORT MemOptTargets
  NAMESPACE MemOpt::
  DESTINATION ${MEMOPT_INSTALL_CMAKEDIR})

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/MemOptConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/MemOptConfig.cmake
  INSTALL_DESTINATION ${MEMOPT_INSTALL_CMAKEDIR})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/MemOptConfigVersion.cmake
  VERSION ${MEMOPT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/cmake/MemOptConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/MemOptConfigVersion.cmake
  DESTINATION ${MEMOPT_INSTALL_CMAKEDIR})
