package io.tenantdesk.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.TableNameMapping;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The settings file's JSON form, read field by field so that every problem names its JSON path. Unknown
 * fields are ignored, so a newer Tenantdesk's file still loads, and so does an older one's
 * ({@code lastPlatform}, and {@code platform} in a recent connection, are no longer kept).
 */
final class SettingsJson {

    static final int VERSION = 1;

    /** A problem at a JSON path. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;
        final String path;

        Invalid(String path, String message) {
            super(message);
            this.path = path;
        }
    }

    private final ObjectMapper mapper;

    SettingsJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    ConnectionSettings read(JsonNode root) throws Invalid {
        requireObject(root, "$");
        List<String> patterns = new ArrayList<>();
        JsonNode patternNode = root.path("productionPatterns");
        if (patternNode.isMissingNode() || patternNode.isNull()) {
            patterns.addAll(ConnectionSettings.DEFAULT_PRODUCTION_PATTERNS);
        } else {
            requireArray(patternNode, "$.productionPatterns");
            for (int i = 0; i < patternNode.size(); i++) {
                String path = "$.productionPatterns[" + i + "]";
                String pattern = text(patternNode.get(i), path);
                try {
                    ProductionPattern.parse(pattern);
                } catch (IllegalArgumentException e) {
                    throw new Invalid(path, e.getMessage());
                }
                patterns.add(pattern);
            }
        }
        Map<String, Boolean> readOnly = new LinkedHashMap<>();
        JsonNode overrides = root.path("readOnlyProfiles");
        if (!overrides.isMissingNode() && !overrides.isNull()) {
            requireObject(overrides, "$.readOnlyProfiles");
            for (Map.Entry<String, JsonNode> entry : overrides.properties()) {
                String path = "$.readOnlyProfiles" + key(entry.getKey());
                if (!entry.getValue().isBoolean()) {
                    throw new Invalid(path, "expected true or false, found " + describe(entry.getValue()));
                }
                readOnly.put(entry.getKey(), entry.getValue().booleanValue());
            }
        }
        List<RecentConnection> recent = new ArrayList<>();
        JsonNode recentNode = root.path("recentConnections");
        if (!recentNode.isMissingNode() && !recentNode.isNull()) {
            requireArray(recentNode, "$.recentConnections");
            for (int i = 0; i < recentNode.size() && recent.size() < ConnectionSettings.MAX_RECENT; i++) {
                recent.add(recentConnection(recentNode.get(i), "$.recentConnections[" + i + "]"));
            }
        }
        Map<String, String> auditTables = new LinkedHashMap<>();
        JsonNode audit = root.path("auditTables");
        if (!audit.isMissingNode() && !audit.isNull()) {
            requireObject(audit, "$.auditTables");
            for (Map.Entry<String, JsonNode> entry : audit.properties()) {
                auditTables.put(entry.getKey(), text(entry.getValue(), "$.auditTables" + key(entry.getKey())));
            }
        }
        return new ConnectionSettings(patterns, readOnly, recent, auditTables);
    }

    ObjectNode write(ConnectionSettings settings) {
        ObjectNode root = mapper.createObjectNode();
        root.put("version", VERSION);
        ArrayNode patterns = root.putArray("productionPatterns");
        settings.productionPatterns().forEach(patterns::add);
        ObjectNode readOnly = root.putObject("readOnlyProfiles");
        settings.readOnlyProfiles().forEach(readOnly::put);
        ObjectNode auditTables = root.putObject("auditTables");
        settings.auditTables().forEach(auditTables::put);
        ArrayNode recent = root.putArray("recentConnections");
        for (RecentConnection connection : settings.recentConnections()) {
            ObjectNode node = recent.addObject();
            ConnectionSpec spec = connection.spec();
            spec.profile().ifPresent(name -> node.put("profile", name));
            spec.localEndpoint().ifPresent(uri -> node.put("endpoint", uri.toString()));
            spec.region().ifPresent(region -> node.put("region", region));
            spec.endpointOverride().ifPresent(uri -> node.put("endpointOverride", uri.toString()));
            ObjectNode tables = node.putObject("tables");
            tables.put("prefix", spec.tables().prefix());
            tables.put("suffix", spec.tables().suffix());
            ObjectNode explicit = tables.putObject("explicit");
            spec.tables().explicitNames().forEach(explicit::put);
            node.put("readOnly", spec.readOnly());
            node.put("usedAt", connection.usedAt().toString());
        }
        return root;
    }

    private RecentConnection recentConnection(JsonNode node, String path) throws Invalid {
        requireObject(node, path);
        Optional<String> profile = optionalText(node, "profile", path);
        Optional<URI> endpoint = optionalUri(node, "endpoint", path);
        Optional<String> region = optionalText(node, "region", path);
        Optional<URI> override = optionalUri(node, "endpointOverride", path);
        TableNameMapping tables = tables(node.path("tables"), path + ".tables");
        boolean readOnly = false;
        if (node.has("readOnly")) {
            if (!node.get("readOnly").isBoolean()) {
                throw new Invalid(
                        path + ".readOnly", "expected true or false, found " + describe(node.get("readOnly")));
            }
            readOnly = node.get("readOnly").booleanValue();
        }
        Instant usedAt = Instant.EPOCH;
        Optional<String> used = optionalText(node, "usedAt", path);
        if (used.isPresent()) {
            try {
                usedAt = Instant.parse(used.get());
            } catch (DateTimeParseException e) {
                throw new Invalid(
                        path + ".usedAt",
                        "expected an ISO-8601 instant such as 2024-05-01T09:30:00Z, found `" + used.get() + "`");
            }
        }
        if (profile.isEmpty() && endpoint.isEmpty()) {
            throw new Invalid(path, "a recent connection names a profile or a local endpoint; this one names neither");
        }
        try {
            return new RecentConnection(
                    new ConnectionSpec(profile, endpoint, region, override, tables, readOnly), usedAt);
        } catch (IllegalArgumentException e) {
            throw new Invalid(path, e.getMessage());
        }
    }

    private TableNameMapping tables(JsonNode node, String path) throws Invalid {
        if (node.isMissingNode() || node.isNull()) {
            return TableNameMapping.identity();
        }
        requireObject(node, path);
        String prefix = optionalText(node, "prefix", path).orElse("");
        String suffix = optionalText(node, "suffix", path).orElse("");
        Map<String, String> explicit = new LinkedHashMap<>();
        JsonNode names = node.path("explicit");
        if (!names.isMissingNode() && !names.isNull()) {
            requireObject(names, path + ".explicit");
            for (Map.Entry<String, JsonNode> entry : names.properties()) {
                explicit.put(entry.getKey(), text(entry.getValue(), path + ".explicit" + key(entry.getKey())));
            }
        }
        try {
            return new TableNameMapping(prefix, suffix, explicit);
        } catch (IllegalArgumentException e) {
            throw new Invalid(path, e.getMessage());
        }
    }

    private static Optional<String> optionalText(JsonNode parent, String field, String parentPath) throws Invalid {
        JsonNode node = parent.path(field);
        if (node.isMissingNode() || node.isNull()) {
            return Optional.empty();
        }
        String value = text(node, parentPath + "." + field);
        return value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    private static Optional<URI> optionalUri(JsonNode parent, String field, String parentPath) throws Invalid {
        Optional<String> text = optionalText(parent, field, parentPath);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new URI(text.get()));
        } catch (URISyntaxException e) {
            throw new Invalid(parentPath + "." + field, "`" + text.get() + "` is not a URL: " + e.getReason());
        }
    }

    private static String text(JsonNode node, String path) throws Invalid {
        if (!node.isTextual()) {
            throw new Invalid(path, "expected a string, found " + describe(node));
        }
        return node.textValue();
    }

    private static void requireObject(JsonNode node, String path) throws Invalid {
        if (!node.isObject()) {
            throw new Invalid(path, "expected an object, found " + describe(node));
        }
    }

    private static void requireArray(JsonNode node, String path) throws Invalid {
        if (!node.isArray()) {
            throw new Invalid(path, "expected a list, found " + describe(node));
        }
    }

    private static String describe(JsonNode node) {
        if (node.isTextual()) {
            return "the string \"" + node.textValue() + "\"";
        }
        if (node.isContainerNode()) {
            return node.isArray() ? "a list" : "an object";
        }
        return node.isNull() ? "null" : node.getNodeType().name().toLowerCase(Locale.ROOT) + " " + node;
    }

    private static String key(String name) {
        return name.matches("[A-Za-z_][A-Za-z0-9_]*") ? "." + name : "['" + name.replace("'", "\\'") + "']";
    }
}
