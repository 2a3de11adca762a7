/* The baseline alertlint is measured against: libyaml's event parser alone, on one core,
 * over the same files. It reads each file whole and pulls every event, doing nothing else. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    size_t events = 0, bytes = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (!file) { perror(argv[i]); return 2; }
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        unsigned char *buffer = malloc(size > 0 ? size : 1);
        if (fread(buffer, 1, size, file) != (size_t)size) { perror(argv[i]); return 2; }
        fclose(file);
        bytes += size;

        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, buffer, size);
        int done = 0;
        while (!done) {
            if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "%s: %s\n", argv[i], parser.problem); break; }
            done = event.type == YAML_STREAM_END_EVENT;
            events++;
            yaml_event_delete(&event);
        }
        yaml_parser_delete(&parser);
        free(buffer);
    }
    printf("%zu events, %zu bytes\n", events, bytes);
    return 0;
}
