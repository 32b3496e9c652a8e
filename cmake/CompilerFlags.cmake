# Warnings are errors everywhere in the project's own code.
add_library(referee_flags INTERFACE)
target_compile_options(referee_flags INTERFACE -Wall -Wextra -Wpedantic -Werror)

if(REFEREE_SANITIZE)
  # ASan + UBSan; any UB report fails the run instead of printing and going on.
  set(_san -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_compile_options(referee_flags INTERFACE ${_san})
  target_link_options(referee_flags INTERFACE ${_san})
endif()
