package io.tenantdesk.generated;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Declares an entity's other attributes: every type the format has, with its options, some secret, some required. */
final class AttributeMaker {

    static final int TYPES = 14;

    private static final String[] NAMES = {
        "status",
        "name",
        "count",
        "token",
        "role",
        "note",
        "data",
        "plan",
        "settings",
        "tags",
        "scores",
        "email",
        "homepage",
        "since",
        "birthday",
        "lastSeen",
        "profile",
        "flags",
        "secretKey",
        "enabled"
    };

    private final EntityShape entity;

    AttributeMaker(EntityShape entity) {
        this.entity = entity;
    }

    void add(List<Choices.Attribute> attributes) {
        for (int i = 0; i < attributes.size(); i++) {
            Choices.Attribute a = attributes.get(i);
            String name = NAMES[(i * 7 + a.type()) % NAMES.length];
            if (!entity.free(name)) {
                continue;
            }
            ObjectNode node = declare(name, a);
            if (a.secret() && !node.path("type").asText().equals("secret")) {
                node.put("secret", true);
            }
        }
    }

    private ObjectNode declare(String name, Choices.Attribute a) {
        int flavour = a.flavour();
        boolean required = a.required();
        return switch (a.type()) {
            case 0 -> {
                ObjectNode s = entity.attribute(name, "string", required, true);
                if (flavour == 1) {
                    s.put("pattern", "[A-Z][a-z]+( [A-Z][a-z]+)*").put("example", "Acme Corp");
                }
                yield s;
            }
            case 1 -> {
                ObjectNode n = entity.attribute(name, "number", required, true);
                if (flavour == 1) {
                    n.put("min", 0).put("max", 1000);
                }
                yield n;
            }
            case 2 -> entity.attribute(name, "boolean", required, true);
            case 3 -> {
                ObjectNode e = entity.attribute(name, "enum", required, true);
                e.putArray("values").add("active").add("expired").add("trial");
                if (flavour == 1) {
                    e.put("open", true);
                }
                yield e;
            }
            case 4 -> entity.attribute(name, "email", required, true);
            case 5 -> entity.attribute(name, "url", required, true);
            case 6 -> entity.attribute(name, "timestamp", required, true);
            case 7 -> entity.attribute(name, "date", required, true);
            case 8 -> entity.attribute(name, "epoch", required, true);
            case 9 -> {
                ObjectNode j = entity.attribute(name, "json", required, true);
                if (flavour == 1) {
                    j.put("shape", "object").putArray("fields").add("theme");
                } else if (flavour == 2) {
                    j.put("shape", "array");
                }
                yield j;
            }
            case 10 -> {
                ObjectNode l = entity.attribute(name, "list", required, true);
                switch (flavour) {
                    case 1 -> l.put("items", "number");
                    case 2 ->
                        l.putObject("items")
                                .put("type", "enum")
                                .putArray("values")
                                .add("seat")
                                .add("storage");
                    case 3 -> l.put("items", "map");
                    default -> {}
                }
                yield l;
            }
            case 11 -> entity.attribute(name, "map", required, true);
            case 12 -> entity.attribute(name, "stringSet", required, true);
            default -> entity.attribute(name, "secret", required, true);
        };
    }
}
