package io.tenantdesk.schema;

import io.tenantdesk.schema.load.DescriptorLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Test descriptors kept under src/test/resources/descriptors. */
public final class Fixtures {

    private Fixtures() {}

    public static String text(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/descriptors/" + name + ".json")) {
            if (in == null) {
                throw new IllegalArgumentException("no test descriptor " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static PlatformDescriptor load(String name) {
        return new DescriptorLoader().load(name + ".json", text(name));
    }
}
