# SPDX-FileCopyrightText: 2026 The Toolshelf authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# One fuzz target as a test: every seed, then new inputs for SECONDS. New
# inputs go to WORK_DIR/corpus (the seeds are only read), a crash to
# WORK_DIR/artifacts, which this prints with the way to reproduce it.
#
#   cmake -DFUZZER=exe -DOPTIONS=opt;... -DSECONDS=n -DSEEDS=dir -DWORK_DIR=dir -P smoke.cmake
file(REMOVE_RECURSE ${WORK_DIR}/artifacts)
file(MAKE_DIRECTORY ${WORK_DIR}/corpus ${WORK_DIR}/artifacts)
execute_process(
    COMMAND ${FUZZER} ${OPTIONS} -max_total_time=${SECONDS} -print_final_stats=1
        -artifact_prefix=${WORK_DIR}/artifacts/ ${WORK_DIR}/corpus ${SEEDS}
    RESULT_VARIABLE result)
if(result EQUAL 0)
    return()
endif()

# CI keeps nothing after the run: the input goes into the log.
file(GLOB artifacts ${WORK_DIR}/artifacts/*)
foreach(artifact ${artifacts})
    execute_process(COMMAND base64 -w0 ${artifact} OUTPUT_VARIABLE encoded)
    get_filename_component(artifact_name ${artifact} NAME)
    message("\nThe input, base64: ${encoded}\n"
        "Reproduce it: echo '<the base64 above>' | base64 -d >${artifact_name}\n"
        "              ${FUZZER} ${artifact_name}\n"
        "Once fixed, add it as a seed: ${SEEDS}/\n")
endforeach()
message(FATAL_ERROR "${FUZZER} failed (${result}); see its report above")
